(define (problem plan_trial_fc7c455ff661)
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
        TissueBox_bar__plus_01_dot_39_bar__plus_00_dot_84_bar__minus_00_dot_94 - object
        Statue_bar__plus_02_dot_48_bar__plus_01_dot_28_bar__minus_01_dot_45 - object
        BasketBall_bar__plus_02_dot_25_bar__plus_00_dot_06_bar__minus_00_dot_98 - object
        BaseballBat_bar__minus_00_dot_93_bar__plus_00_dot_06_bar__plus_00_dot_89 - object
        BaseballBat_bar__minus_00_dot_75_bar__plus_00_dot_14_bar__plus_00_dot_90 - object
        Book_bar__plus_03_dot_07_bar__plus_00_dot_46_bar__minus_01_dot_20 - object
        Pillow_bar__minus_00_dot_46_bar__plus_00_dot_30_bar__plus_00_dot_67 - object
        Pillow_bar__minus_00_dot_59_bar__plus_00_dot_07_bar__plus_01_dot_12 - object
        Laptop_bar__minus_00_dot_53_bar__plus_00_dot_20_bar__plus_00_dot_88 - object
        CreditCard_bar__plus_02_dot_61_bar__plus_01_dot_26_bar__minus_01_dot_60 - object
        CD_bar__plus_02_dot_56_bar__plus_01_dot_08_bar__minus_01_dot_61 - object
        CD_bar__plus_01_dot_63_bar__plus_01_dot_04_bar__minus_01_dot_19 - object
        DeskLamp_bar__plus_02_dot_43_bar__plus_00_dot_31_bar__minus_01_dot_44 - object
        Bed_bar__minus_00_dot_64_bar__plus_00_dot_00_bar__plus_00_dot_87 - receptacle
        Desk_bar__plus_02_dot_29_bar__plus_00_dot_01_bar__minus_01_dot_15 - receptacle
        Drawer_bar__plus_01_dot_63_bar__plus_00_dot_18_bar__minus_01_dot_21 - receptacle
        Drawer_bar__plus_01_dot_63_bar__plus_00_dot_40_bar__minus_01_dot_21 - receptacle
        Drawer_bar__plus_01_dot_63_bar__plus_00_dot_62_bar__minus_01_dot_21 - receptacle
        Drawer_bar__plus_01_dot_95_bar__plus_00_dot_18_bar__minus_01_dot_21 - receptacle
        Drawer_bar__plus_01_dot_95_bar__plus_00_dot_40_bar__minus_01_dot_21 - receptacle
        Drawer_bar__plus_02_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_21 - receptacle
        Drawer_bar__plus_02_dot_82_bar__plus_00_dot_62_bar__minus_01_dot_21 - receptacle
        Dresser_bar__minus_01_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_75 - receptacle
        Shelf_bar__plus_01_dot_80_bar__plus_00_dot_80_bar__minus_01_dot_42 - receptacle
        Shelf_bar__plus_01_dot_80_bar__plus_01_dot_04_bar__minus_01_dot_42 - receptacle
        Shelf_bar__plus_02_dot_25_bar__plus_01_dot_27_bar__minus_01_dot_42 - receptacle
        Shelf_bar__plus_02_dot_47_bar__plus_00_dot_80_bar__minus_01_dot_41 - receptacle
        Shelf_bar__plus_02_dot_47_bar__plus_01_dot_04_bar__minus_01_dot_41 - receptacle
        Shelf_bar__plus_02_dot_70_bar__plus_01_dot_27_bar__minus_01_dot_42 - receptacle
        GarbageCan_bar__plus_02_dot_57_bar__plus_00_dot_23_bar__minus_00_dot_39 - receptacle
        loc_bar__minus_3_bar__minus_3_bar_3_bar_30 - location
        loc_bar_10_bar__minus_2_bar_1_bar_30 - location
        loc_bar_10_bar__minus_2_bar_2_bar_0 - location
        loc_bar_10_bar__minus_2_bar_2_bar_30 - location
        loc_bar_11_bar__minus_2_bar_2_bar_30 - location
        loc_bar_1_bar__minus_4_bar_1_bar_30 - location
        loc_bar_3_bar__minus_2_bar_1_bar_30 - location
        loc_bar_3_bar_1_bar_3_bar_30 - location
        loc_bar_3_bar_5_bar_3_bar_30 - location
        loc_bar_4_bar__minus_2_bar_1_bar_30 - location
        loc_bar_5_bar__minus_2_bar_1_bar_30 - location
        loc_bar_6_bar__minus_2_bar_1_bar_30 - location
        loc_bar_7_bar__minus_3_bar_2_bar_30 - location
        loc_bar_8_bar__minus_2_bar_1_bar_30 - location
        loc_bar_8_bar__minus_3_bar_1_bar_30 - location
        loc_bar_8_bar__minus_3_bar_2_bar_0 - location
        loc_bar_8_bar__minus_3_bar_2_bar_30 - location
        loc_bar_9_bar__minus_2_bar_2_bar_30 - location
    )
(:init
        (receptacleType Bed_bar__minus_00_dot_64_bar__plus_00_dot_00_bar__plus_00_dot_87 BedType)
        (receptacleAtLocation Bed_bar__minus_00_dot_64_bar__plus_00_dot_00_bar__plus_00_dot_87 loc_bar_3_bar_5_bar_3_bar_30)
        (receptacleType Desk_bar__plus_02_dot_29_bar__plus_00_dot_01_bar__minus_01_dot_15 DeskType)
        (receptacleAtLocation Desk_bar__plus_02_dot_29_bar__plus_00_dot_01_bar__minus_01_dot_15 loc_bar_9_bar__minus_2_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_63_bar__plus_00_dot_18_bar__minus_01_dot_21 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_63_bar__plus_00_dot_18_bar__minus_01_dot_21 loc_bar_3_bar__minus_2_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_63_bar__plus_00_dot_18_bar__minus_01_dot_21)
        (receptacleType Drawer_bar__plus_01_dot_63_bar__plus_00_dot_40_bar__minus_01_dot_21 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_63_bar__plus_00_dot_40_bar__minus_01_dot_21 loc_bar_4_bar__minus_2_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_63_bar__plus_00_dot_40_bar__minus_01_dot_21)
        (receptacleType Drawer_bar__plus_01_dot_63_bar__plus_00_dot_62_bar__minus_01_dot_21 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_63_bar__plus_00_dot_62_bar__minus_01_dot_21 loc_bar_1_bar__minus_4_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_63_bar__plus_00_dot_62_bar__minus_01_dot_21)
        (receptacleType Drawer_bar__plus_01_dot_95_bar__plus_00_dot_18_bar__minus_01_dot_21 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_95_bar__plus_00_dot_18_bar__minus_01_dot_21 loc_bar_5_bar__minus_2_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_95_bar__plus_00_dot_18_bar__minus_01_dot_21)
        (receptacleType Drawer_bar__plus_01_dot_95_bar__plus_00_dot_40_bar__minus_01_dot_21 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_95_bar__plus_00_dot_40_bar__minus_01_dot_21 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_95_bar__plus_00_dot_40_bar__minus_01_dot_21)
        (receptacleType Drawer_bar__plus_02_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_21 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_21 loc_bar_8_bar__minus_2_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_21)
        (receptacleType Drawer_bar__plus_02_dot_82_bar__plus_00_dot_62_bar__minus_01_dot_21 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_82_bar__plus_00_dot_62_bar__minus_01_dot_21 loc_bar_8_bar__minus_3_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_82_bar__plus_00_dot_62_bar__minus_01_dot_21)
        (receptacleType Dresser_bar__minus_01_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_75 DresserType)
        (receptacleAtLocation Dresser_bar__minus_01_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_75 loc_bar__minus_3_bar__minus_3_bar_3_bar_30)
        (receptacleType Shelf_bar__plus_01_dot_80_bar__plus_00_dot_80_bar__minus_01_dot_42 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_80_bar__plus_00_dot_80_bar__minus_01_dot_42 loc_bar_8_bar__minus_3_bar_2_bar_30)
        (receptacleType Shelf_bar__plus_01_dot_80_bar__plus_01_dot_04_bar__minus_01_dot_42 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_80_bar__plus_01_dot_04_bar__minus_01_dot_42 loc_bar_7_bar__minus_3_bar_2_bar_30)
        (receptacleType Shelf_bar__plus_02_dot_25_bar__plus_01_dot_27_bar__minus_01_dot_42 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_02_dot_25_bar__plus_01_dot_27_bar__minus_01_dot_42 loc_bar_8_bar__minus_3_bar_2_bar_0)
        (receptacleType Shelf_bar__plus_02_dot_47_bar__plus_00_dot_80_bar__minus_01_dot_41 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_02_dot_47_bar__plus_00_dot_80_bar__minus_01_dot_41 loc_bar_10_bar__minus_2_bar_2_bar_30)
        (receptacleType Shelf_bar__plus_02_dot_47_bar__plus_01_dot_04_bar__minus_01_dot_41 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_02_dot_47_bar__plus_01_dot_04_bar__minus_01_dot_41 loc_bar_11_bar__minus_2_bar_2_bar_30)
        (receptacleType Shelf_bar__plus_02_dot_70_bar__plus_01_dot_27_bar__minus_01_dot_42 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_02_dot_70_bar__plus_01_dot_27_bar__minus_01_dot_42 loc_bar_10_bar__minus_2_bar_2_bar_0)
        (receptacleType GarbageCan_bar__plus_02_dot_57_bar__plus_00_dot_23_bar__minus_00_dot_39 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_02_dot_57_bar__plus_00_dot_23_bar__minus_00_dot_39 loc_bar_10_bar__minus_2_bar_1_bar_30)
        (objectType TissueBox_bar__plus_01_dot_39_bar__plus_00_dot_84_bar__minus_00_dot_94 TissueBoxType)
        (inReceptacle TissueBox_bar__plus_01_dot_39_bar__plus_00_dot_84_bar__minus_00_dot_94 Drawer_bar__plus_01_dot_63_bar__plus_00_dot_62_bar__minus_01_dot_21)
        (objectAtLocation TissueBox_bar__plus_01_dot_39_bar__plus_00_dot_84_bar__minus_00_dot_94 loc_bar_1_bar__minus_4_bar_1_bar_30)
        (pickupable TissueBox_bar__plus_01_dot_39_bar__plus_00_dot_84_bar__minus_00_dot_94)
        (objectType Statue_bar__plus_02_dot_48_bar__plus_01_dot_28_bar__minus_01_dot_45 StatueType)
        (inReceptacle Statue_bar__plus_02_dot_48_bar__plus_01_dot_28_bar__minus_01_dot_45 Shelf_bar__plus_02_dot_70_bar__plus_01_dot_27_bar__minus_01_dot_42)
        (objectAtLocation Statue_bar__plus_02_dot_48_bar__plus_01_dot_28_bar__minus_01_dot_45 loc_bar_10_bar__minus_2_bar_2_bar_0)
        (pickupable Statue_bar__plus_02_dot_48_bar__plus_01_dot_28_bar__minus_01_dot_45)
        (objectType BasketBall_bar__plus_02_dot_25_bar__plus_00_dot_06_bar__minus_00_dot_98 BasketBallType)
        (inReceptacle BasketBall_bar__plus_02_dot_25_bar__plus_00_dot_06_bar__minus_00_dot_98 Desk_bar__plus_02_dot_29_bar__plus_00_dot_01_bar__minus_01_dot_15)
        (objectAtLocation BasketBall_bar__plus_02_dot_25_bar__plus_00_dot_06_bar__minus_00_dot_98 loc_bar_9_bar__minus_2_bar_2_bar_30)
        (pickupable BasketBall_bar__plus_02_dot_25_bar__plus_00_dot_06_bar__minus_00_dot_98)
        (objectType BaseballBat_bar__minus_00_dot_93_bar__plus_00_dot_06_bar__plus_00_dot_89 BaseballBatType)
        (inReceptacle BaseballBat_bar__minus_00_dot_93_bar__plus_00_dot_06_bar__plus_00_dot_89 Bed_bar__minus_00_dot_64_bar__plus_00_dot_00_bar__plus_00_dot_87)
        (objectAtLocation BaseballBat_bar__minus_00_dot_93_bar__plus_00_dot_06_bar__plus_00_dot_89 loc_bar_3_bar_5_bar_3_bar_30)
        (pickupable BaseballBat_bar__minus_00_dot_93_bar__plus_00_dot_06_bar__plus_00_dot_89)
        (objectType BaseballBat_bar__minus_00_dot_75_bar__plus_00_dot_14_bar__plus_00_dot_90 BaseballBatType)
        (inReceptacle BaseballBat_bar__minus_00_dot_75_bar__plus_00_dot_14_bar__plus_00_dot_90 Bed_bar__minus_00_dot_64_bar__plus_00_dot_00_bar__plus_00_dot_87)
        (objectAtLocation BaseballBat_bar__minus_00_dot_75_bar__plus_00_dot_14_bar__plus_00_dot_90 loc_bar_3_bar_5_bar_3_bar_30)
        (pickupable BaseballBat_bar__minus_00_dot_75_bar__plus_00_dot_14_bar__plus_00_dot_90)
        (objectType Book_bar__plus_03_dot_07_bar__plus_00_dot_46_bar__minus_01_dot_20 BookType)
        (inReceptacle Book_bar__plus_03_dot_07_bar__plus_00_dot_46_bar__minus_01_dot_20 Drawer_bar__plus_02_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_21)
        (objectAtLocation Book_bar__plus_03_dot_07_bar__plus_00_dot_46_bar__minus_01_dot_20 loc_bar_8_bar__minus_2_bar_1_bar_30)
        (pickupable Book_bar__plus_03_dot_07_bar__plus_00_dot_46_bar__minus_01_dot_20)
        (objectType Pillow_bar__minus_00_dot_46_bar__plus_00_dot_30_bar__plus_00_dot_67 PillowType)
        (inReceptacle Pillow_bar__minus_00_dot_46_bar__plus_00_dot_30_bar__plus_00_dot_67 Bed_bar__minus_00_dot_64_bar__plus_00_dot_00_bar__plus_00_dot_87)
        (objectAtLocation Pillow_bar__minus_00_dot_46_bar__plus_00_dot_30_bar__plus_00_dot_67 loc_bar_3_bar_5_bar_3_bar_30)
        (pickupable Pillow_bar__minus_00_dot_46_bar__plus_00_dot_30_bar__plus_00_dot_67)
        (objectType Pillow_bar__minus_00_dot_59_bar__plus_00_dot_07_bar__plus_01_dot_12 PillowType)
        (inReceptacle Pillow_bar__minus_00_dot_59_bar__plus_00_dot_07_bar__plus_01_dot_12 Bed_bar__minus_00_dot_64_bar__plus_00_dot_00_bar__plus_00_dot_87)
        (objectAtLocation Pillow_bar__minus_00_dot_59_bar__plus_00_dot_07_bar__plus_01_dot_12 loc_bar_3_bar_5_bar_3_bar_30)
        (pickupable Pillow_bar__minus_00_dot_59_bar__plus_00_dot_07_bar__plus_01_dot_12)
        (objectType Laptop_bar__minus_00_dot_53_bar__plus_00_dot_20_bar__plus_00_dot_88 LaptopType)
        (inReceptacle Laptop_bar__minus_00_dot_53_bar__plus_00_dot_20_bar__plus_00_dot_88 Bed_bar__minus_00_dot_64_bar__plus_00_dot_00_bar__plus_00_dot_87)
        (objectAtLocation Laptop_bar__minus_00_dot_53_bar__plus_00_dot_20_bar__plus_00_dot_88 loc_bar_3_bar_5_bar_3_bar_30)
        (pickupable Laptop_bar__minus_00_dot_53_bar__plus_00_dot_20_bar__plus_00_dot_88)
        (objectType CreditCard_bar__plus_02_dot_61_bar__plus_01_dot_26_bar__minus_01_dot_60 CreditCardType)
        (inReceptacle CreditCard_bar__plus_02_dot_61_bar__plus_01_dot_26_bar__minus_01_dot_60 Shelf_bar__plus_02_dot_47_bar__plus_01_dot_04_bar__minus_01_dot_41)
        (objectAtLocation CreditCard_bar__plus_02_dot_61_bar__plus_01_dot_26_bar__minus_01_dot_60 loc_bar_11_bar__minus_2_bar_2_bar_30)
        (pickupable CreditCard_bar__plus_02_dot_61_bar__plus_01_dot_26_bar__minus_01_dot_60)
        (objectType CD_bar__plus_02_dot_56_bar__plus_01_dot_08_bar__minus_01_dot_61 CDType)
        (inReceptacle CD_bar__plus_02_dot_56_bar__plus_01_dot_08_bar__minus_01_dot_61 Shelf_bar__plus_02_dot_47_bar__plus_00_dot_80_bar__minus_01_dot_41)
        (objectAtLocation CD_bar__plus_02_dot_56_bar__plus_01_dot_08_bar__minus_01_dot_61 loc_bar_10_bar__minus_2_bar_2_bar_30)
        (pickupable CD_bar__plus_02_dot_56_bar__plus_01_dot_08_bar__minus_01_dot_61)
        (objectType CD_bar__plus_01_dot_63_bar__plus_01_dot_04_bar__minus_01_dot_19 CDType)
        (inReceptacle CD_bar__plus_01_dot_63_bar__plus_01_dot_04_bar__minus_01_dot_19 Shelf_bar__plus_01_dot_80_bar__plus_00_dot_80_bar__minus_01_dot_42)
        (objectAtLocation CD_bar__plus_01_dot_63_bar__plus_01_dot_04_bar__minus_01_dot_19 loc_bar_8_bar__minus_3_bar_2_bar_30)
        (pickupable CD_bar__plus_01_dot_63_bar__plus_01_dot_04_bar__minus_01_dot_19)
        (objectType DeskLamp_bar__plus_02_dot_43_bar__plus_00_dot_31_bar__minus_01_dot_44 DeskLampType)
        (inReceptacle DeskLamp_bar__plus_02_dot_43_bar__plus_00_dot_31_bar__minus_01_dot_44 Desk_bar__plus_02_dot_29_bar__plus_00_dot_01_bar__minus_01_dot_15)
        (objectAtLocation DeskLamp_bar__plus_02_dot_43_bar__plus_00_dot_31_bar__minus_01_dot_44 loc_bar_9_bar__minus_2_bar_2_bar_30)
        (toggleable DeskLamp_bar__plus_02_dot_43_bar__plus_00_dot_31_bar__minus_01_dot_44)
        (canContain BedType BaseballBatType)
        (canContain BedType BasketBallType)
        (canContain BedType BookType)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain DeskType BasketBallType)
        (canContain DeskType BookType)
        (canContain DeskType CDType)
        (canContain DeskType CreditCardType)
        (canContain DeskType LaptopType)
        (canContain DeskType StatueType)
        (canContain DeskType TissueBoxType)
        (canContain DrawerType BookType)
        (canContain DrawerType CDType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType TissueBoxType)
        (canContain DresserType BasketBallType)
        (canContain DresserType BookType)
        (canContain DresserType CDType)
        (canContain DresserType CreditCardType)
        (canContain DresserType LaptopType)
        (canContain DresserType StatueType)
        (canContain DresserType TissueBoxType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType TissueBoxType)
        (canContain ShelfType BookType)
        (canContain ShelfType CDType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType StatueType)
        (canContain ShelfType TissueBoxType)
        (atLocation agent1 loc_bar_3_bar_1_bar_3_bar_30)
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
                         (objectType ?o TissueBoxType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    