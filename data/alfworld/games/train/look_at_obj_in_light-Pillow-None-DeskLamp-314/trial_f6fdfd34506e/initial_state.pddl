(define (problem plan_trial_f6fdfd34506e)
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
        Pillow_bar__plus_00_dot_02_bar__plus_00_dot_21_bar__plus_01_dot_33 - object
        Pillow_bar__plus_00_dot_27_bar__plus_00_dot_06_bar__plus_01_dot_47 - object
        Pillow_bar__plus_00_dot_06_bar__plus_00_dot_03_bar__plus_01_dot_80 - object
        CreditCard_bar__plus_02_dot_15_bar__plus_00_dot_23_bar__minus_00_dot_19 - object
        CreditCard_bar__minus_00_dot_32_bar__plus_00_dot_29_bar__minus_00_dot_47 - object
        CellPhone_bar__plus_01_dot_96_bar__plus_00_dot_64_bar__minus_00_dot_34 - object
        Box_bar__minus_00_dot_42_bar__plus_00_dot_19_bar__minus_01_dot_11 - object
        Laptop_bar__plus_02_dot_17_bar__plus_00_dot_85_bar__minus_00_dot_76 - object
        KeyChain_bar__minus_00_dot_08_bar__plus_00_dot_62_bar__minus_00_dot_43 - object
        KeyChain_bar__plus_01_dot_89_bar__plus_00_dot_74_bar__minus_00_dot_47 - object
        DeskLamp_bar__plus_02_dot_39_bar__plus_00_dot_65_bar__minus_00_dot_76 - object
        Bed_bar__plus_00_dot_01_bar__minus_00_dot_06_bar__plus_01_dot_61 - receptacle
        Desk_bar__minus_00_dot_38_bar__plus_00_dot_00_bar__minus_00_dot_95 - receptacle
        Drawer_bar__plus_02_dot_16_bar__plus_00_dot_21_bar__minus_00_dot_48 - receptacle
        Drawer_bar__plus_02_dot_16_bar__plus_00_dot_57_bar__minus_00_dot_48 - receptacle
        Drawer_bar__minus_00_dot_10_bar__plus_00_dot_22_bar__minus_00_dot_40 - receptacle
        Drawer_bar__minus_00_dot_10_bar__plus_00_dot_51_bar__minus_00_dot_40 - receptacle
        Drawer_bar__minus_00_dot_10_bar__plus_00_dot_76_bar__minus_00_dot_40 - receptacle
        Dresser_bar__plus_02_dot_16_bar__plus_00_dot_57_bar__minus_00_dot_48 - receptacle
        GarbageCan_bar__plus_01_dot_06_bar__plus_00_dot_66_bar__plus_00_dot_27 - receptacle
        loc_bar_2_bar__minus_5_bar_0_bar_30 - location
        loc_bar_2_bar__minus_5_bar_3_bar_30 - location
        loc_bar_3_bar__minus_2_bar_3_bar_30 - location
        loc_bar_3_bar__minus_5_bar_0_bar_30 - location
        loc_bar_4_bar_1_bar_3_bar_30 - location
        loc_bar_5_bar__minus_5_bar_0_bar_30 - location
        loc_bar_6_bar__minus_2_bar_1_bar_30 - location
        loc_bar_6_bar__minus_5_bar_0_bar_30 - location
        loc_bar_6_bar_3_bar_2_bar_30 - location
        loc_bar_6_bar_6_bar_3_bar_30 - location
    )
(:init
        (receptacleType Bed_bar__plus_00_dot_01_bar__minus_00_dot_06_bar__plus_01_dot_61 BedType)
        (receptacleAtLocation Bed_bar__plus_00_dot_01_bar__minus_00_dot_06_bar__plus_01_dot_61 loc_bar_6_bar_6_bar_3_bar_30)
        (receptacleType Desk_bar__minus_00_dot_38_bar__plus_00_dot_00_bar__minus_00_dot_95 DeskType)
        (receptacleAtLocation Desk_bar__minus_00_dot_38_bar__plus_00_dot_00_bar__minus_00_dot_95 loc_bar_2_bar__minus_5_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_02_dot_16_bar__plus_00_dot_21_bar__minus_00_dot_48 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_16_bar__plus_00_dot_21_bar__minus_00_dot_48 loc_bar_5_bar__minus_5_bar_0_bar_30)
        (openable Drawer_bar__plus_02_dot_16_bar__plus_00_dot_21_bar__minus_00_dot_48)
        (receptacleType Drawer_bar__plus_02_dot_16_bar__plus_00_dot_57_bar__minus_00_dot_48 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_16_bar__plus_00_dot_57_bar__minus_00_dot_48 loc_bar_6_bar__minus_5_bar_0_bar_30)
        (openable Drawer_bar__plus_02_dot_16_bar__plus_00_dot_57_bar__minus_00_dot_48)
        (receptacleType Drawer_bar__minus_00_dot_10_bar__plus_00_dot_22_bar__minus_00_dot_40 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_10_bar__plus_00_dot_22_bar__minus_00_dot_40 loc_bar_3_bar__minus_5_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_10_bar__plus_00_dot_22_bar__minus_00_dot_40)
        (receptacleType Drawer_bar__minus_00_dot_10_bar__plus_00_dot_51_bar__minus_00_dot_40 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_10_bar__plus_00_dot_51_bar__minus_00_dot_40 loc_bar_2_bar__minus_5_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_10_bar__plus_00_dot_51_bar__minus_00_dot_40)
        (receptacleType Drawer_bar__minus_00_dot_10_bar__plus_00_dot_76_bar__minus_00_dot_40 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_10_bar__plus_00_dot_76_bar__minus_00_dot_40 loc_bar_3_bar__minus_2_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_10_bar__plus_00_dot_76_bar__minus_00_dot_40)
        (receptacleType Dresser_bar__plus_02_dot_16_bar__plus_00_dot_57_bar__minus_00_dot_48 DresserType)
        (receptacleAtLocation Dresser_bar__plus_02_dot_16_bar__plus_00_dot_57_bar__minus_00_dot_48 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (receptacleType GarbageCan_bar__plus_01_dot_06_bar__plus_00_dot_66_bar__plus_00_dot_27 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_06_bar__plus_00_dot_66_bar__plus_00_dot_27 loc_bar_4_bar_1_bar_3_bar_30)
        (objectType Pillow_bar__plus_00_dot_02_bar__plus_00_dot_21_bar__plus_01_dot_33 PillowType)
        (inReceptacle Pillow_bar__plus_00_dot_02_bar__plus_00_dot_21_bar__plus_01_dot_33 Bed_bar__plus_00_dot_01_bar__minus_00_dot_06_bar__plus_01_dot_61)
        (objectAtLocation Pillow_bar__plus_00_dot_02_bar__plus_00_dot_21_bar__plus_01_dot_33 loc_bar_6_bar_6_bar_3_bar_30)
        (pickupable Pillow_bar__plus_00_dot_02_bar__plus_00_dot_21_bar__plus_01_dot_33)
        (objectType Pillow_bar__plus_00_dot_27_bar__plus_00_dot_06_bar__plus_01_dot_47 PillowType)
        (inReceptacle Pillow_bar__plus_00_dot_27_bar__plus_00_dot_06_bar__plus_01_dot_47 Bed_bar__plus_00_dot_01_bar__minus_00_dot_06_bar__plus_01_dot_61)
        (objectAtLocation Pillow_bar__plus_00_dot_27_bar__plus_00_dot_06_bar__plus_01_dot_47 loc_bar_6_bar_6_bar_3_bar_30)
        (pickupable Pillow_bar__plus_00_dot_27_bar__plus_00_dot_06_bar__plus_01_dot_47)
        (objectType Pillow_bar__plus_00_dot_06_bar__plus_00_dot_03_bar__plus_01_dot_80 PillowType)
        (inReceptacle Pillow_bar__plus_00_dot_06_bar__plus_00_dot_03_bar__plus_01_dot_80 Bed_bar__plus_00_dot_01_bar__minus_00_dot_06_bar__plus_01_dot_61)
        (objectAtLocation Pillow_bar__plus_00_dot_06_bar__plus_00_dot_03_bar__plus_01_dot_80 loc_bar_6_bar_6_bar_3_bar_30)
        (pickupable Pillow_bar__plus_00_dot_06_bar__plus_00_dot_03_bar__plus_01_dot_80)
        (objectType CreditCard_bar__plus_02_dot_15_bar__plus_00_dot_23_bar__minus_00_dot_19 CreditCardType)
        (inReceptacle CreditCard_bar__plus_02_dot_15_bar__plus_00_dot_23_bar__minus_00_dot_19 Drawer_bar__plus_02_dot_16_bar__plus_00_dot_21_bar__minus_00_dot_48)
        (objectAtLocation CreditCard_bar__plus_02_dot_15_bar__plus_00_dot_23_bar__minus_00_dot_19 loc_bar_5_bar__minus_5_bar_0_bar_30)
        (pickupable CreditCard_bar__plus_02_dot_15_bar__plus_00_dot_23_bar__minus_00_dot_19)
        (objectType CreditCard_bar__minus_00_dot_32_bar__plus_00_dot_29_bar__minus_00_dot_47 CreditCardType)
        (inReceptacle CreditCard_bar__minus_00_dot_32_bar__plus_00_dot_29_bar__minus_00_dot_47 Drawer_bar__minus_00_dot_10_bar__plus_00_dot_22_bar__minus_00_dot_40)
        (objectAtLocation CreditCard_bar__minus_00_dot_32_bar__plus_00_dot_29_bar__minus_00_dot_47 loc_bar_3_bar__minus_5_bar_0_bar_30)
        (pickupable CreditCard_bar__minus_00_dot_32_bar__plus_00_dot_29_bar__minus_00_dot_47)
        (objectType CellPhone_bar__plus_01_dot_96_bar__plus_00_dot_64_bar__minus_00_dot_34 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_01_dot_96_bar__plus_00_dot_64_bar__minus_00_dot_34 Drawer_bar__plus_02_dot_16_bar__plus_00_dot_57_bar__minus_00_dot_48)
        (objectAtLocation CellPhone_bar__plus_01_dot_96_bar__plus_00_dot_64_bar__minus_00_dot_34 loc_bar_6_bar__minus_5_bar_0_bar_30)
        (pickupable CellPhone_bar__plus_01_dot_96_bar__plus_00_dot_64_bar__minus_00_dot_34)
        (objectType Box_bar__minus_00_dot_42_bar__plus_00_dot_19_bar__minus_01_dot_11 BoxType)
        (inReceptacle Box_bar__minus_00_dot_42_bar__plus_00_dot_19_bar__minus_01_dot_11 Desk_bar__minus_00_dot_38_bar__plus_00_dot_00_bar__minus_00_dot_95)
        (objectAtLocation Box_bar__minus_00_dot_42_bar__plus_00_dot_19_bar__minus_01_dot_11 loc_bar_2_bar__minus_5_bar_3_bar_30)
        (pickupable Box_bar__minus_00_dot_42_bar__plus_00_dot_19_bar__minus_01_dot_11)
        (isReceptacleObject Box_bar__minus_00_dot_42_bar__plus_00_dot_19_bar__minus_01_dot_11)
        (objectType Laptop_bar__plus_02_dot_17_bar__plus_00_dot_85_bar__minus_00_dot_76 LaptopType)
        (inReceptacle Laptop_bar__plus_02_dot_17_bar__plus_00_dot_85_bar__minus_00_dot_76 Dresser_bar__plus_02_dot_16_bar__plus_00_dot_57_bar__minus_00_dot_48)
        (objectAtLocation Laptop_bar__plus_02_dot_17_bar__plus_00_dot_85_bar__minus_00_dot_76 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (pickupable Laptop_bar__plus_02_dot_17_bar__plus_00_dot_85_bar__minus_00_dot_76)
        (objectType KeyChain_bar__minus_00_dot_08_bar__plus_00_dot_62_bar__minus_00_dot_43 KeyChainType)
        (inReceptacle KeyChain_bar__minus_00_dot_08_bar__plus_00_dot_62_bar__minus_00_dot_43 Drawer_bar__minus_00_dot_10_bar__plus_00_dot_51_bar__minus_00_dot_40)
        (objectAtLocation KeyChain_bar__minus_00_dot_08_bar__plus_00_dot_62_bar__minus_00_dot_43 loc_bar_2_bar__minus_5_bar_0_bar_30)
        (pickupable KeyChain_bar__minus_00_dot_08_bar__plus_00_dot_62_bar__minus_00_dot_43)
        (objectType KeyChain_bar__plus_01_dot_89_bar__plus_00_dot_74_bar__minus_00_dot_47 KeyChainType)
        (inReceptacle KeyChain_bar__plus_01_dot_89_bar__plus_00_dot_74_bar__minus_00_dot_47 Dresser_bar__plus_02_dot_16_bar__plus_00_dot_57_bar__minus_00_dot_48)
        (objectAtLocation KeyChain_bar__plus_01_dot_89_bar__plus_00_dot_74_bar__minus_00_dot_47 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (pickupable KeyChain_bar__plus_01_dot_89_bar__plus_00_dot_74_bar__minus_00_dot_47)
        (objectType DeskLamp_bar__plus_02_dot_39_bar__plus_00_dot_65_bar__minus_00_dot_76 DeskLampType)
        (inReceptacle DeskLamp_bar__plus_02_dot_39_bar__plus_00_dot_65_bar__minus_00_dot_76 Dresser_bar__plus_02_dot_16_bar__plus_00_dot_57_bar__minus_00_dot_48)
        (objectAtLocation DeskLamp_bar__plus_02_dot_39_bar__plus_00_dot_65_bar__minus_00_dot_76 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (toggleable DeskLamp_bar__plus_02_dot_39_bar__plus_00_dot_65_bar__minus_00_dot_76)
        (canContain BedType CellPhoneType)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain DeskType BoxType)
        (canContain DeskType CellPhoneType)
        (canContain DeskType CreditCardType)
        (canContain DeskType KeyChainType)
        (canContain DeskType LaptopType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DresserType BoxType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType CreditCardType)
        (canContain DresserType KeyChainType)
        (canContain DresserType LaptopType)
        (atLocation agent1 loc_bar_6_bar_3_bar_2_bar_30)
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
                         (objectType ?o PillowType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    