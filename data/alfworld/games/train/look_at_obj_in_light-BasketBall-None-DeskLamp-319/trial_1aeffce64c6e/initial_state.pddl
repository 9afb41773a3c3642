(define (problem plan_trial_1aeffce64c6e)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        BasketBall_bar__minus_00_dot_45_bar__plus_00_dot_29_bar__plus_00_dot_82 - object
        BasketBall_bar__plus_02_dot_73_bar__plus_00_dot_26_bar__plus_00_dot_33 - object
        BasketBall_bar__minus_00_dot_20_bar__plus_00_dot_20_bar__plus_01_dot_04 - object
        KeyChain_bar__plus_02_dot_68_bar__plus_00_dot_37_bar__plus_00_dot_42 - object
        KeyChain_bar__plus_02_dot_30_bar__plus_00_dot_46_bar__plus_00_dot_51 - object
        Pencil_bar__plus_00_dot_51_bar__plus_00_dot_97_bar__minus_02_dot_18 - object
        Box_bar__minus_00_dot_62_bar__plus_00_dot_31_bar__minus_01_dot_48 - object
        CellPhone_bar__plus_02_dot_42_bar__plus_00_dot_60_bar__plus_00_dot_01 - object
        CellPhone_bar__plus_02_dot_63_bar__plus_00_dot_61_bar__minus_00_dot_10 - object
        Book_bar__plus_02_dot_35_bar__plus_00_dot_47_bar__plus_00_dot_13 - object
        Book_bar__plus_02_dot_52_bar__plus_00_dot_34_bar__plus_00_dot_15 - object
        DeskLamp_bar__plus_02_dot_32_bar__plus_00_dot_19_bar__plus_00_dot_24 - object
        Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__plus_00_dot_62 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__minus_00_dot_13 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__plus_00_dot_62 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__minus_00_dot_13 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__plus_00_dot_62 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__minus_00_dot_13 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_57_bar__plus_00_dot_62 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_57_bar__minus_00_dot_13 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__plus_00_dot_62 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__minus_00_dot_13 - receptacle
        Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25 - receptacle
        Shelf_bar__plus_00_dot_53_bar__plus_00_dot_83_bar__minus_02_dot_41 - receptacle
        Shelf_bar__minus_00_dot_33_bar__plus_00_dot_04_bar__minus_01_dot_75 - receptacle
        Shelf_bar__minus_00_dot_45_bar__plus_00_dot_42_bar__minus_01_dot_75 - receptacle
        Shelf_bar__minus_00_dot_45_bar__plus_00_dot_70_bar__minus_01_dot_75 - receptacle
        Shelf_bar__minus_00_dot_62_bar__plus_00_dot_96_bar__minus_01_dot_75 - receptacle
        Shelf_bar__minus_00_dot_72_bar__plus_00_dot_04_bar__minus_01_dot_75 - receptacle
        Shelf_bar__minus_00_dot_91_bar__plus_00_dot_42_bar__minus_01_dot_75 - receptacle
        Shelf_bar__minus_00_dot_91_bar__plus_00_dot_70_bar__minus_01_dot_75 - receptacle
        GarbageCan_bar__plus_01_dot_95_bar__plus_00_dot_85_bar__minus_01_dot_91 - receptacle
        loc_bar__minus_1_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_4_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_5_bar_2_bar_30 - location
        loc_bar__minus_2_bar__minus_4_bar_2_bar_30 - location
        loc_bar_0_bar__minus_4_bar_2_bar_30 - location
        loc_bar_1_bar__minus_3_bar_2_bar_30 - location
        loc_bar_1_bar__minus_4_bar_2_bar_30 - location
        loc_bar_2_bar__minus_7_bar_2_bar_30 - location
        loc_bar_5_bar_2_bar_1_bar_30 - location
        loc_bar_5_bar_5_bar_1_bar_30 - location
        loc_bar_6_bar__minus_2_bar_1_bar_30 - location
        loc_bar_6_bar_1_bar_1_bar_30 - location
        loc_bar_6_bar_3_bar_3_bar_30 - location
        loc_bar_6_bar_4_bar_1_bar_30 - location
        loc_bar_7_bar__minus_1_bar_1_bar_30 - location
        loc_bar_7_bar_1_bar_1_bar_30 - location
        loc_bar_7_bar_2_bar_1_bar_30 - location
        loc_bar_7_bar_4_bar_1_bar_30 - location
        loc_bar_8_bar__minus_8_bar_2_bar_60 - location
        loc_bar_8_bar_1_bar_1_bar_30 - location
        loc_bar_8_bar_4_bar_1_bar_30 - location
        loc_bar_9_bar_3_bar_1_bar_30 - location
    )
(:init
        (receptacleType Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98 BedType)
        (receptacleAtLocation Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98 loc_bar_6_bar_3_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__plus_00_dot_62 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__plus_00_dot_62 loc_bar_5_bar_5_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__plus_00_dot_62)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__minus_00_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__minus_00_dot_13 loc_bar_5_bar_2_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__minus_00_dot_13)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__plus_00_dot_62 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__plus_00_dot_62 loc_bar_6_bar_4_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__plus_00_dot_62)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__minus_00_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__minus_00_dot_13 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__minus_00_dot_13)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__plus_00_dot_62 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__plus_00_dot_62 loc_bar_7_bar_4_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__plus_00_dot_62)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__minus_00_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__minus_00_dot_13 loc_bar_6_bar_1_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__minus_00_dot_13)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_57_bar__plus_00_dot_62 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_57_bar__plus_00_dot_62 loc_bar_8_bar_4_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_57_bar__plus_00_dot_62)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_57_bar__minus_00_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_57_bar__minus_00_dot_13 loc_bar_7_bar_1_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_57_bar__minus_00_dot_13)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__plus_00_dot_62 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__plus_00_dot_62 loc_bar_7_bar_2_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__plus_00_dot_62)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__minus_00_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__minus_00_dot_13 loc_bar_7_bar__minus_1_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__minus_00_dot_13)
        (receptacleType Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25 DresserType)
        (receptacleAtLocation Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25 loc_bar_8_bar_1_bar_1_bar_30)
        (receptacleType Shelf_bar__plus_00_dot_53_bar__plus_00_dot_83_bar__minus_02_dot_41 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_00_dot_53_bar__plus_00_dot_83_bar__minus_02_dot_41 loc_bar_2_bar__minus_7_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_33_bar__plus_00_dot_04_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_33_bar__plus_00_dot_04_bar__minus_01_dot_75 loc_bar_1_bar__minus_3_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_45_bar__plus_00_dot_42_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_45_bar__plus_00_dot_42_bar__minus_01_dot_75 loc_bar__minus_1_bar__minus_4_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_45_bar__plus_00_dot_70_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_45_bar__plus_00_dot_70_bar__minus_01_dot_75 loc_bar_0_bar__minus_4_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_62_bar__plus_00_dot_96_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_62_bar__plus_00_dot_96_bar__minus_01_dot_75 loc_bar__minus_1_bar__minus_5_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_72_bar__plus_00_dot_04_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_72_bar__plus_00_dot_04_bar__minus_01_dot_75 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_91_bar__plus_00_dot_42_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_91_bar__plus_00_dot_42_bar__minus_01_dot_75 loc_bar__minus_2_bar__minus_4_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_91_bar__plus_00_dot_70_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_91_bar__plus_00_dot_70_bar__minus_01_dot_75 loc_bar_1_bar__minus_4_bar_2_bar_30)
        (receptacleType GarbageCan_bar__plus_01_dot_95_bar__plus_00_dot_85_bar__minus_01_dot_91 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_95_bar__plus_00_dot_85_bar__minus_01_dot_91 loc_bar_8_bar__minus_8_bar_2_bar_60)
        (objectType BasketBall_bar__minus_00_dot_45_bar__plus_00_dot_29_bar__plus_00_dot_82 BasketBallType)
        (inReceptacle BasketBall_bar__minus_00_dot_45_bar__plus_00_dot_29_bar__plus_00_dot_82 Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98)
        (objectAtLocation BasketBall_bar__minus_00_dot_45_bar__plus_00_dot_29_bar__plus_00_dot_82 loc_bar_6_bar_3_bar_3_bar_30)
        (pickupable BasketBall_bar__minus_00_dot_45_bar__plus_00_dot_29_bar__plus_00_dot_82)
        (objectType BasketBall_bar__plus_02_dot_73_bar__plus_00_dot_26_bar__plus_00_dot_33 BasketBallType)
        (inReceptacle BasketBall_bar__plus_02_dot_73_bar__plus_00_dot_26_bar__plus_00_dot_33 Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25)
        (objectAtLocation BasketBall_bar__plus_02_dot_73_bar__plus_00_dot_26_bar__plus_00_dot_33 loc_bar_8_bar_1_bar_1_bar_30)
        (pickupable BasketBall_bar__plus_02_dot_73_bar__plus_00_dot_26_bar__plus_00_dot_33)
        (objectType BasketBall_bar__minus_00_dot_20_bar__plus_00_dot_20_bar__plus_01_dot_04 BasketBallType)
        (inReceptacle BasketBall_bar__minus_00_dot_20_bar__plus_00_dot_20_bar__plus_01_dot_04 Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98)
        (objectAtLocation BasketBall_bar__minus_00_dot_20_bar__plus_00_dot_20_bar__plus_01_dot_04 loc_bar_6_bar_3_bar_3_bar_30)
        (pickupable BasketBall_bar__minus_00_dot_20_bar__plus_00_dot_20_bar__plus_01_dot_04)
        (objectType KeyChain_bar__plus_02_dot_68_bar__plus_00_dot_37_bar__plus_00_dot_42 KeyChainType)
        (inReceptacle KeyChain_bar__plus_02_dot_68_bar__plus_00_dot_37_bar__plus_00_dot_42 Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__plus_00_dot_62)
        (objectAtLocation KeyChain_bar__plus_02_dot_68_bar__plus_00_dot_37_bar__plus_00_dot_42 loc_bar_6_bar_4_bar_1_bar_30)
        (pickupable KeyChain_bar__plus_02_dot_68_bar__plus_00_dot_37_bar__plus_00_dot_42)
        (objectType KeyChain_bar__plus_02_dot_30_bar__plus_00_dot_46_bar__plus_00_dot_51 KeyChainType)
        (inReceptacle KeyChain_bar__plus_02_dot_30_bar__plus_00_dot_46_bar__plus_00_dot_51 Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__plus_00_dot_62)
        (objectAtLocation KeyChain_bar__plus_02_dot_30_bar__plus_00_dot_46_bar__plus_00_dot_51 loc_bar_6_bar_4_bar_1_bar_30)
        (pickupable KeyChain_bar__plus_02_dot_30_bar__plus_00_dot_46_bar__plus_00_dot_51)
        (objectType Pencil_bar__plus_00_dot_51_bar__plus_00_dot_97_bar__minus_02_dot_18 PencilType)
        (inReceptacle Pencil_bar__plus_00_dot_51_bar__plus_00_dot_97_bar__minus_02_dot_18 Shelf_bar__plus_00_dot_53_bar__plus_00_dot_83_bar__minus_02_dot_41)
        (objectAtLocation Pencil_bar__plus_00_dot_51_bar__plus_00_dot_97_bar__minus_02_dot_18 loc_bar_2_bar__minus_7_bar_2_bar_30)
        (pickupable Pencil_bar__plus_00_dot_51_bar__plus_00_dot_97_bar__minus_02_dot_18)
        (objectType Box_bar__minus_00_dot_62_bar__plus_00_dot_31_bar__minus_01_dot_48 BoxType)
        (inReceptacle Box_bar__minus_00_dot_62_bar__plus_00_dot_31_bar__minus_01_dot_48 Shelf_bar__minus_00_dot_72_bar__plus_00_dot_04_bar__minus_01_dot_75)
        (objectAtLocation Box_bar__minus_00_dot_62_bar__plus_00_dot_31_bar__minus_01_dot_48 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (pickupable Box_bar__minus_00_dot_62_bar__plus_00_dot_31_bar__minus_01_dot_48)
        (isReceptacleObject Box_bar__minus_00_dot_62_bar__plus_00_dot_31_bar__minus_01_dot_48)
        (objectType CellPhone_bar__plus_02_dot_42_bar__plus_00_dot_60_bar__plus_00_dot_01 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_02_dot_42_bar__plus_00_dot_60_bar__plus_00_dot_01 Drawer_bar__plus_02_dot_54_bar__plus_00_dot_57_bar__minus_00_dot_13)
        (objectAtLocation CellPhone_bar__plus_02_dot_42_bar__plus_00_dot_60_bar__plus_00_dot_01 loc_bar_7_bar_1_bar_1_bar_30)
        (pickupable CellPhone_bar__plus_02_dot_42_bar__plus_00_dot_60_bar__plus_00_dot_01)
        (objectType CellPhone_bar__plus_02_dot_63_bar__plus_00_dot_61_bar__minus_00_dot_10 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_02_dot_63_bar__plus_00_dot_61_bar__minus_00_dot_10 Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__minus_00_dot_13)
        (objectAtLocation CellPhone_bar__plus_02_dot_63_bar__plus_00_dot_61_bar__minus_00_dot_10 loc_bar_6_bar_1_bar_1_bar_30)
        (pickupable CellPhone_bar__plus_02_dot_63_bar__plus_00_dot_61_bar__minus_00_dot_10)
        (objectType Book_bar__plus_02_dot_35_bar__plus_00_dot_47_bar__plus_00_dot_13 BookType)
        (inReceptacle Book_bar__plus_02_dot_35_bar__plus_00_dot_47_bar__plus_00_dot_13 Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__minus_00_dot_13)
        (objectAtLocation Book_bar__plus_02_dot_35_bar__plus_00_dot_47_bar__plus_00_dot_13 loc_bar_6_bar_1_bar_1_bar_30)
        (pickupable Book_bar__plus_02_dot_35_bar__plus_00_dot_47_bar__plus_00_dot_13)
        (objectType Book_bar__plus_02_dot_52_bar__plus_00_dot_34_bar__plus_00_dot_15 BookType)
        (inReceptacle Book_bar__plus_02_dot_52_bar__plus_00_dot_34_bar__plus_00_dot_15 Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__minus_00_dot_13)
        (objectAtLocation Book_bar__plus_02_dot_52_bar__plus_00_dot_34_bar__plus_00_dot_15 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (pickupable Book_bar__plus_02_dot_52_bar__plus_00_dot_34_bar__plus_00_dot_15)
        (objectType DeskLamp_bar__plus_02_dot_32_bar__plus_00_dot_19_bar__plus_00_dot_24 DeskLampType)
        (inReceptacle DeskLamp_bar__plus_02_dot_32_bar__plus_00_dot_19_bar__plus_00_dot_24 Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25)
        (objectAtLocation DeskLamp_bar__plus_02_dot_32_bar__plus_00_dot_19_bar__plus_00_dot_24 loc_bar_8_bar_1_bar_1_bar_30)
        (toggleable DeskLamp_bar__plus_02_dot_32_bar__plus_00_dot_19_bar__plus_00_dot_24)
        (canContain BedType BasketBallType)
        (canContain BedType BookType)
        (canContain BedType CellPhoneType)
        (canContain DrawerType BookType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PencilType)
        (canContain DresserType BasketBallType)
        (canContain DresserType BookType)
        (canContain DresserType BoxType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType KeyChainType)
        (canContain DresserType PencilType)
        (canContain GarbageCanType PencilType)
        (canContain ShelfType BookType)
        (canContain ShelfType BoxType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType PencilType)
        (atLocation agent1 loc_bar_9_bar_3_bar_1_bar_30)
    )

        (:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot DeskLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o BasketBallType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    